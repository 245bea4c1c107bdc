/* A local SMTP sink and a local webhook receiver, for the tests of what the server delivers: nothing leaves the machine. */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type Mail = { from: string; to: string[]; raw: string };
export type Hook = { headers: IncomingHttpHeaders; body: string };

/** An SMTP server that keeps every message it is given. */
export async function smtpSink(port = 0) {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        mails.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((to) => to.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const address = (server.server.address() as AddressInfo).port;
  return { mails, port: address, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** An HTTP receiver that keeps every request and answers each with the next status given (200 once they run out). */
export async function webhookReceiver(statuses: number[] = [], port = 0) {
  const hooks: Hook[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      hooks.push({ headers: request.headers, body });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return {
    hooks,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** A port that was just free (and is again, once `close` has run). */
export async function closedPort() {
  const receiver = await webhookReceiver();
  await receiver.close();
  return receiver.port;
}

