// Issue 27 item 12: the README speaks of the repository alone; no folder of one machine (a shared
// folder's or a worktree's absolute path) belongs in it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(resolve(__dirname, '../../README.md'), 'utf8');

/** Absolute paths of a machine's file system (a URL's path, such as http://localhost:4200/api, is not one). */
const MACHINE_PATH = /(?<![\w.:/-])\/(?:work|home|Users|root|tmp|mnt|srv|opt)\/[\w.+-]*/g;

describe('README', () => {
  it('names no folder of one machine', () => {
    expect(readme.match(MACHINE_PATH) ?? []).toEqual([]);
  });

  it('says where the spec and the design decisions are', () => {
    expect(readme).toMatch(/spec\.md/);
    expect(readme).toMatch(/DESIGN\.md/);
    expect(readme).toMatch(/not in this repository/);
  });
});
