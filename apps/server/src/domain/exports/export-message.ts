import { createMimeMessage } from 'mimetext/browser';

export type ExportAttachment = { fileName: string; contentType: string; bytes: Uint8Array };

/** The bare address of `Name <address>` or `address` (the SMTP envelope's sender). */
export function addressOf(mailbox: string): string {
  return mailbox.match(/<([^<>]+)>\s*$/)?.[1] ?? mailbox.trim();
}

/**
 * The export's e-mail: a MIME message built by mimetext (the same code on Node and Workers), a short text
 * part and the CSV attached. Its Message-ID comes from the export id, so a message sent again after a crash
 * is recognisably the same one.
 */
export function exportMessage(input: {
  exportId: string;
  from: string;
  to: string;
  date: Date;
  subject: string;
  text: string;
  attachment: ExportAttachment;
}): string {
  const message = createMimeMessage();
  message.setSender(input.from);
  message.setRecipient(input.to);
  message.setSubject(input.subject);
  message.setHeader('Date', input.date.toUTCString().replace('GMT', '+0000'));
  message.setHeader('Message-ID', `<${input.exportId}@${addressOf(input.from).split('@')[1]}>`);
  // The text names filters the client wrote: base64 keeps any of its characters out of the MIME structure.
  message.addMessage({
    contentType: 'text/plain',
    encoding: 'base64',
    data: base64Lines(new TextEncoder().encode(input.text)),
  });
  message.addAttachment({
    filename: input.attachment.fileName,
    contentType: input.attachment.contentType,
    encoding: 'base64',
    data: base64Lines(input.attachment.bytes),
  });
  return message.asRaw();
}

// 57 bytes make one 76-character line, the longest RFC 2045 allows (mimetext writes `data` as given).
const lineBytes = 57;
const blockBytes = lineBytes * 1024;

/** `bytes` in base64, in lines of 76 characters separated by CRLF. */
export function base64Lines(bytes: Uint8Array): string {
  const lines: string[] = [];
  for (let start = 0; start < bytes.length; start += blockBytes) {
    const block = btoa(binaryText(bytes.subarray(start, start + blockBytes)));
    for (let at = 0; at < block.length; at += 76) lines.push(block.slice(at, at + 76));
  }
  return lines.join('\r\n');
}

function binaryText(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192) {
    text += String.fromCharCode(...bytes.subarray(at, at + 8192));
  }
  return text;
}
