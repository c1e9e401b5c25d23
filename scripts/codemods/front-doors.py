# One-off codemod of issue 28, kept for merging the branches written before it: run
#   python3 scripts/codemods/front-doors.py .
# after a merge, then 'npx biome check --write apps/server/src/modules'. It points every import of another
# module's file at that module's index.ts and adds the imported names to the index. Delete once merged.
import os, re, sys, collections
ROOT = sys.argv[1] if len(sys.argv) > 1 else '.'
MODS = os.path.normpath(os.path.join(ROOT, 'apps/server/src/modules'))
imp_re = re.compile(r"(import|export)\s+(type\s+)?([^;]*?)\s+from\s+'((?:\.\./)+)([a-z0-9-]+)/([A-Za-z0-9.-]+)'\s*;", re.S)
exports = collections.defaultdict(lambda: collections.defaultdict(dict))  # mod -> file -> name -> is_type
rewrites = []
# Keep what an index already lists (a re-run after a merge adds the new deep imports to it).
for mod in sorted(os.listdir(MODS)):
    idx = os.path.join(MODS, mod, 'index.ts')
    if not os.path.exists(idx): continue
    for m in re.finditer(r"export\s*\{([^}]*)\}\s*from\s*'\./([^']+)'", open(idx).read()):
        for part in m.group(1).split(','):
            part = part.strip()
            if part: exports[mod][m.group(2)][re.sub(r'^type\s+', '', part)] = part.startswith('type ')
for mod in sorted(os.listdir(MODS)):
    d = os.path.join(MODS, mod)
    if not os.path.isdir(d): continue
    for dirpath, _, fs in os.walk(d):
      for f in sorted(fs):
        if not f.endswith('.ts') or f.endswith('.test.ts') or f == 'index.ts': continue
        path = os.path.join(dirpath, f)
        src = open(path).read()
        for m in imp_re.finditer(src):
            kind, typeall, clause, ups, tmod, tfile = m.groups()
            if os.path.normpath(os.path.join(dirpath, ups)) != MODS or tmod == mod: continue
            if f.endswith('.schema.ts') and tfile.endswith('.schema'): continue
            clause = clause.strip()
            if clause.startswith('* as '):
                alias = clause[5:].strip()
                for name in set(re.findall(r'\b' + re.escape(alias) + r'\.([A-Za-z_]\w*)', src)):
                    # a namespace used in a type position only (alias.Row in a type) is still fine as value
                    target = open(os.path.join(MODS, tmod, tfile + '.ts')).read()
                    is_type = re.search(r'export (type|interface) ' + name + r'\b', target) is not None
                    prev = exports[tmod][tfile].get(name, True)
                    exports[tmod][tfile][name] = prev and is_type
            elif clause.startswith('{'):
                for part in clause.strip('{} \n').split(','):
                    part = part.strip()
                    if not part: continue
                    is_type = bool(typeall) or part.startswith('type ')
                    part = re.sub(r'^type\s+', '', part)
                    name = part.split(' as ')[0].strip()
                    prev = exports[tmod][tfile].get(name, True)
                    exports[tmod][tfile][name] = prev and is_type
            else:
                raise SystemExit(f'unhandled import in {path}: {m.group(0)}')
            rewrites.append(path)
# collisions
problems = []
for mod, files in exports.items():
    seen = {}
    for f, names in files.items():
        for n in names:
            if n in seen and seen[n] != f: problems.append(f'{mod}: {n} in {seen[n]} and {f}')
            seen[n] = f
if problems: print('\n'.join(problems)); raise SystemExit(1)
for mod, files in sorted(exports.items()):
    lines = []
    for f, names in sorted(files.items()):
        items = sorted(names.items(), key=lambda kv: kv[0].lower())
        parts = [('type ' if t else '') + n for n, t in items]
        lines.append(f"export {{ {', '.join(parts)} }} from './{f}';")
    head = f'// The front door of modules/{mod}: what other modules may use (.dependency-cruiser.cjs, module-internals).\n'
    open(os.path.join(MODS, mod, 'index.ts'), 'w').write(head + '\n'.join(lines) + '\n')
def repl(m):
    ups, tmod, tfile = m.group(4), m.group(5), m.group(6)
    return m.group(0).replace(f"'{ups}{tmod}/{tfile}'", f"'{ups}{tmod}'")
for path in sorted(set(rewrites)):
    src = open(path).read()
    mod = path.split('/modules/')[1].split('/')[0]
    f = os.path.basename(path)
    def r(m):
        if os.path.normpath(os.path.join(os.path.dirname(path), m.group(4))) != MODS: return m.group(0)
        if m.group(5) == mod or (f.endswith('.schema.ts') and m.group(6).endswith('.schema')): return m.group(0)
        return repl(m)
    open(path, 'w').write(imp_re.sub(r, src))
print('modules with an index:', len(exports), 'files rewritten:', len(set(rewrites)))
