import readline from 'node:readline';
import { Writable } from 'node:stream';

/**
 * Asks a question on the terminal and reads the answer without showing it: the prompt is written,
 * what is typed is not (a password must not stay on the screen or in a terminal's scrollback).
 */
export function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  // readline echoes what is typed through its output stream: give it one that swallows it.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = readline.createInterface({ input: process.stdin, output: silent, terminal: true });
  return new Promise((resolve) => {
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}
