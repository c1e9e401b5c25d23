import { readFile } from 'node:fs/promises';
import type { VersionEntry } from '@kasuwa/contracts';
import { fromRoot } from '../../platform/paths';

export const CHANGELOG_PATH = fromRoot('CHANGELOG.md');

// The dashes as escapes: one character past Latin-1 in the bundle makes V8 keep its whole text at two
// bytes a character (scripts/build-server.mjs).
const HEADING = /^##\s+(\S+)\s+[\u2014\u2013-]+\s+(active|inactive|deprecated)\s*$/i;

/** Versions are date-stamped (YYYY.M.D); the release date is read from the version itself. */
function releaseDate(version: string): string | null {
  const m = /^(\d{4})\.(\d{1,2})\.(\d{1,2})/.exec(version);
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** Reads `## <version> — <status>` sections: description lines, then `- ` features. */
export function parseChangelog(text: string): VersionEntry[] {
  const entries: VersionEntry[] = [];
  let current: VersionEntry | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    if (heading) {
      current = {
        version: heading[1]!,
        status: heading[2]!.toLowerCase() as VersionEntry['status'],
        releaseDate: releaseDate(heading[1]!),
        description: '',
        features: [],
      };
      entries.push(current);
    } else if (line.startsWith('## ') || line.startsWith('# ')) {
      current = null;
    } else if (current && /^[-*]\s+/.test(line)) {
      current.features.push(line.replace(/^[-*]\s+/, ''));
    } else if (current && line) {
      current.description = current.description ? `${current.description} ${line}` : line;
    }
  }
  return entries;
}

export async function readVersions(path: URL | string = CHANGELOG_PATH): Promise<VersionEntry[]> {
  return parseChangelog(await readFile(path, 'utf8'));
}
