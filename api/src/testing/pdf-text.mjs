// Prints the text of the PDF read from stdin (pdf-parse = Mozilla pdf.js). Run as a child process by
// testing/pdf.ts: pdf.js starts its worker with a dynamic import(), which jest's CommonJS runtime cannot.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const result = await parser.getText();
process.stdout.write(result.text);
await parser.destroy();
