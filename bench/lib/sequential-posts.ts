// Sends POST requests one at a time over one keep-alive connection, from a process of its own so
// that none of its work lands in the measured server's process:
// `tsx bench/lib/sequential-posts.ts <url> <token> <count>`.
import http from 'node:http';

const [url, token, count] = process.argv.slice(2);
if (!url || !token || !count) throw new Error('usage: sequential-posts.ts <url> <token> <count>');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const body = JSON.stringify({
  title: 'Why small pull requests ship faster',
  format: 'Quick Tips',
  voice: 'casual',
  tags: 'tech',
});

function post(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url!,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let answer = '';
        response.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        response.on('end', () =>
          response.statusCode === 201
            ? resolve()
            : reject(new Error(`Generation answered ${response.statusCode}: ${answer}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

for (let i = 0; i < Number(count); i++) await post();
agent.destroy();
