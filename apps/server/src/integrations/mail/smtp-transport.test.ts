import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpTransport } from "./smtp-transport.ts";

/** Just enough of an SMTP server to see what the transport sends; `refuse` rejects that recipient. */
function fakeSmtp(refuse: string) {
  const mails: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    let mail = { from: "", to: [] as string[], data: "" };
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            mails.push(mail);
            mail = { from: "", to: [], data: "" };
            socket.write("250 queued\r\n");
          } else mail.data += line + "\n";
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250 fake\r\n");
        else if (command === "MAIL") {
          mail.from = line;
          socket.write("250 ok\r\n");
        } else if (command === "RCPT") {
          if (line.includes(refuse)) socket.write("550 no such user\r\n");
          else {
            mail.to.push(line);
            socket.write("250 ok\r\n");
          }
        } else if (command === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (command === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  return { server, mails };
}

describe("SMTP transport", () => {
  const fake = fakeSmtp("refused@example.fi");
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = fake.server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    url = `smtp://127.0.0.1:${typeof address === "object" && address ? address.port : 0}?ignoreTLS=true`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends text and HTML from MAIL_FROM to the recipient", async () => {
    const transport = createSmtpTransport(url, "Asukasportaali <noreply@example.fi>");
    await transport.send({
      to: "aino.asukas@example.fi",
      subject: "Vahvistuskoodisi",
      text: "Vahvistuskoodisi on 123456.",
      html: "<p>Vahvistuskoodisi on <strong>123456</strong>.</p>",
    });
    const mail = fake.mails.at(-1);
    expect(mail?.from).toContain("<noreply@example.fi>");
    expect(mail?.to).toEqual(["RCPT TO:<aino.asukas@example.fi>"]);
    expect(mail?.data).toMatch(/^Subject: Vahvistuskoodisi$/m);
    expect(mail?.data).toMatch(/^From: Asukasportaali <noreply@example.fi>$/m);
    expect(mail?.data).toContain("multipart/alternative");
    expect(mail?.data).toContain("text/html");
  });

  it("fails when the server refuses the recipient", async () => {
    const transport = createSmtpTransport(url, "noreply@example.fi");
    await expect(
      transport.send({ to: "refused@example.fi", subject: "s", text: "t", html: "<p>t</p>" }),
    ).rejects.toThrow();
  });
});
