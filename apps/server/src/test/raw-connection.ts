import { connect } from "node:net";

/** A TCP connection to the app that the test writes byte by byte, as a slow or hostile client would. */
export interface RawConnection {
  write(bytes: string | Buffer): void;
  /** Everything the server has sent so far. */
  received(): string;
  isClosed(): boolean;
  /** Settles with everything received once the server (or the test) has closed the connection. */
  closed: Promise<string>;
  destroy(): void;
}

/** Opens a connection to 127.0.0.1:`port`, from `localAddress` (any 127.x.y.z is this machine). */
export async function rawConnection(port: number, localAddress = "127.0.0.1"): Promise<RawConnection> {
  const socket = connect({ host: "127.0.0.1", port, localAddress });
  const chunks: Buffer[] = [];
  let isClosed = false;
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  // A reset by the server is one way of being closed; the test reads it from `closed`.
  socket.on("error", () => undefined);
  const received = () => Buffer.concat(chunks).toString("latin1");
  const closed = new Promise<string>((resolve) =>
    socket.once("close", () => {
      isClosed = true;
      resolve(received());
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("close", () => reject(new Error("connection closed before it opened")));
  });
  return {
    write: (bytes) => void socket.write(bytes),
    received,
    isClosed: () => isClosed,
    closed,
    destroy: () => void socket.destroy(),
  };
}

/** Settles with `promise`, or fails the test once `ms` have passed (a hang would otherwise end it silently). */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The head and the body of the HTTP answer in `text` (the first one, if several). */
export function httpAnswer(text: string): { status: number; headers: string; body: string } {
  const end = text.indexOf("\r\n\r\n");
  const headers = end < 0 ? text : text.slice(0, end);
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
    headers: headers.toLowerCase(),
    body: end < 0 ? "" : text.slice(end + 4),
  };
}
