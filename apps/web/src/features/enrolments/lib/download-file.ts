import { saveFile } from '../../../lib/save-file.ts';

/** Saves text as a file. */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  saveFile(fileName, new Blob(['\uFEFF', text], { type }));
}
