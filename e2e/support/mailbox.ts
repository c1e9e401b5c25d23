import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The decoded body parts, joined; links are read from here. */
  text: string;
}

/** Quoted-printable and base64 parts decoded, so URLs can be matched whole. */
/** Quoted-printable to text: `=C9=97` is two bytes of one UTF-8 letter (ɗ), so bytes first, then UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const bytes: number[] = [];
  const text = raw.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      const code = text.codePointAt(i)!;
      if (code > 0xffff) i++;
      bytes.push(...Buffer.from(String.fromCodePoint(code), 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBodies(raw: string): string {
  const qp = decodeQuotedPrintable(raw);
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ].map((m) => Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'));
  return [qp, ...base64Parts].join('\n');
}

/** A real SMTP server on loopback that keeps every message the Kasuwa server sends. */
export class Mailbox {
  readonly messages: ReceivedMail[] = [];
  private readonly server: SMTPServer;
  private waiters: (() => void)[] = [];
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw,
            text: decodeBodies(raw),
          });
          for (const w of this.waiters.splice(0)) w();
          callback();
        });
      },
    });
  }

  listen(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => {
        const address = this.server.server.address();
        this.port = typeof address === 'object' && address ? address.port : 0;
        resolve(this.port);
      });
    });
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for a message to the address whose text contains a link to `path`, and returns that link. */
  async linkTo(address: string, path: string, timeoutMs = 20_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?[^\\s"<>]+`);
    while (Date.now() < deadline) {
      for (const m of [...this.messages].reverse()) {
        if (!m.to.includes(address.toLowerCase())) continue;
        const match = pattern.exec(m.text);
        if (match) return match[0].replace(/&amp;/g, '&');
      }
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 500);
      });
    }
    throw new Error(`no email to ${address} with a ${path} link within ${timeoutMs} ms`);
  }

  async waitFor(predicate: (m: ReceivedMail) => boolean, timeoutMs = 20_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.messages.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('expected email did not arrive');
  }
}
