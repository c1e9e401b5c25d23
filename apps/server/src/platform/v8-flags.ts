import { setFlagsFromString } from 'node:v8';

/** Sets a V8 flag the server tunes (`name` without its leading dashes) unless node was given it (command line or NODE_OPTIONS). */
export function defaultV8Flag(name: string, value: number): void {
  const pattern = new RegExp(`--${name.replace(/-/g, '[-_]')}\\b`);
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) => pattern.test(arg));
  if (!given) setFlagsFromString(`--${name}=${value}`);
}
