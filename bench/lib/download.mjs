// A download in a process of its own: `node download.mjs <url> <header json>` reads the answer as it
// arrives and prints {status, bytes, lines}, so the process that serves it measures only its own memory.
const [url, headers] = process.argv.slice(2);
const response = await fetch(url, { headers: JSON.parse(headers ?? '{}') });
let bytes = 0;
let lines = 0;
for await (const chunk of response.body) {
  bytes += chunk.byteLength;
  for (const byte of chunk) if (byte === 10) lines++;
}
console.log(JSON.stringify({ status: response.status, bytes, lines }));
