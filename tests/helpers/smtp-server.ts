// A real SMTP server for the outbox's tests (smtp-server, the nodemailer project's server): keeps every message it
// accepted, can refuse the next connections with a 421 (a server that is up but not taking mail), and can stop and
// start again on the same port (a server that is down, then back).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The next `count` connections are refused (421). */
  refuseNext(count: number): void;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let server: SMTPServer | null = null;
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      const created = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onConnect(_session, callback) {
          if (refusals > 0) {
            refusals -= 1;
            const error = Object.assign(new Error('Try again later'), { responseCode: 421 });
            callback(error);
            return;
          }
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      created.on('error', () => undefined);
      created.server.once('error', reject);
      created.listen(on, '127.0.0.1', () => {
        server = created;
        resolve((created.server.address() as AddressInfo).port);
      });
    });
  const actualPort = await listen(port);
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    refuseNext(count) {
      refusals = count;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const running = server;
        server = null;
        if (!running) return resolve();
        running.close(() => resolve());
      }),
    async start() {
      if (!server) await listen(actualPort);
    },
  };
}
