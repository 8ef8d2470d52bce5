// Text of a PDF as a reader's PDF viewer extracts it (pdf.js), for tests that check what a receipt says.
import { execFile } from 'node:child_process';
import path from 'node:path';

export function pdfText(pdf: ArrayBuffer | Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'pdf-text.mjs')],
      { maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin!.end(Buffer.from(pdf instanceof Uint8Array ? pdf : new Uint8Array(pdf)));
  });
}
