import net from 'node:net';

/**
 * For the servers' tests: a request written byte for byte (headers node's client would not send,
 * such as two Host headers), and the whole answer as text.
 */
export function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    socket.end(request);
  });
}
