import { gzipSync } from 'node:zlib';
import type { FilingDocument, RawFilingMessage } from '@nes/contracts';

/**
 * Fits a raw filing into one Kafka message, explicitly: large documents are gzip+base64; if the
 * message is still over the limit, the largest documents are cut (truncated: true) and, as a
 * last resort, their content dropped (content null, truncated: true). Never silently.
 */
export function encodeDocuments(
  msg: RawFilingMessage,
  opts: { inlineBytes: number; maxMessageBytes: number },
): { msg: RawFilingMessage; truncated: string[] } {
  const truncated: string[] = [];
  const texts = new Map<FilingDocument, string>();
  for (const d of msg.documents) {
    if (d.content === null || d.encoding !== 'utf8') continue;
    texts.set(d, d.content);
    if (Buffer.byteLength(d.content) > opts.inlineBytes) {
      d.content = gzipSync(Buffer.from(d.content, 'utf8')).toString('base64');
      d.encoding = 'gzip-base64';
    }
  }
  const size = () => Buffer.byteLength(JSON.stringify(msg));
  // Keep headroom for Kafka's record overhead and headers.
  const budget = opts.maxMessageBytes - 64 * 1024;
  let guard = 0;
  while (size() > budget && guard++ < 50) {
    const largest = [...msg.documents]
      .filter((d) => d.content !== null)
      .sort((a, b) => (b.content?.length ?? 0) - (a.content?.length ?? 0))[0];
    if (!largest) break;
    const original = texts.get(largest);
    const over = size() - budget;
    if (original && largest.content!.length - over > 4096) {
      // Cut the text in proportion to how far over we are, then re-encode.
      const keep = Math.floor(original.length * ((largest.content!.length - over) / largest.content!.length) * 0.9);
      const cut = original.slice(0, keep);
      texts.set(largest, cut);
      largest.content = gzipSync(Buffer.from(cut, 'utf8')).toString('base64');
      largest.encoding = 'gzip-base64';
    } else {
      largest.content = null;
    }
    largest.truncated = true;
    if (!truncated.includes(largest.filename)) truncated.push(largest.filename);
  }
  return { msg, truncated };
}
