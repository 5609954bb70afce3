/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * A minimal SMTP server on loopback for the end-to-end tests: accepts any sender, recipient and
 * login (PLAIN or LOGIN), and keeps every message it receives.
 */
import { createServer } from 'net';
import type { AddressInfo, Server, Socket } from 'net';

export interface ReceivedMail {
	from: string;
	to: string[];
	/** The raw message (headers and body) as sent. */
	data: string;
}

export interface SmtpServer {
	port: number;
	mails: ReceivedMail[];
	close(): Promise<void>;
}

export async function startSmtpServer(
	options: { onMail?: (mail: ReceivedMail) => void } = {},
): Promise<SmtpServer> {
	const mails: ReceivedMail[] = [];
	const sockets = new Set<Socket>();
	const server: Server = createServer((socket) => {
		sockets.add(socket);
		socket.on('close', () => sockets.delete(socket));
		socket.setEncoding('utf8');
		let buffer = '';
		let inData = false;
		let awaitingLogin = 0;
		let current: ReceivedMail = { from: '', to: [], data: '' };
		const reply = (line: string) => socket.write(`${line}\r\n`);
		reply('220 localhost test SMTP');
		socket.on('data', (chunk: string) => {
			buffer += chunk;
			for (;;) {
				if (inData) {
					const end = buffer.indexOf('\r\n.\r\n');
					if (end === -1) return;
					current.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
					buffer = buffer.slice(end + 5);
					mails.push(current);
					options.onMail?.(current);
					current = { from: '', to: [], data: '' };
					inData = false;
					reply('250 OK: queued');
					continue;
				}
				const lineEnd = buffer.indexOf('\r\n');
				if (lineEnd === -1) return;
				const line = buffer.slice(0, lineEnd);
				buffer = buffer.slice(lineEnd + 2);
				if (awaitingLogin > 0) {
					awaitingLogin--;
					reply(awaitingLogin > 0 ? '334 UGFzc3dvcmQ6' : '235 Authentication successful');
					continue;
				}
				const command = line.slice(0, 4).toUpperCase();
				if (command === 'EHLO') {
					socket.write('250-localhost\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
				} else if (command === 'HELO') reply('250 localhost');
				else if (command === 'AUTH') {
					const parts = line.split(' ');
					if (parts[1]?.toUpperCase() === 'LOGIN') {
						awaitingLogin = parts[2] ? 1 : 2;
						reply(parts[2] ? '334 UGFzc3dvcmQ6' : '334 VXNlcm5hbWU6');
					} else if (parts[2]) reply('235 Authentication successful');
					else {
						awaitingLogin = 1;
						reply('334 ');
					}
				} else if (command === 'MAIL') {
					current.from = line
						.replace(/^MAIL FROM:\s*/i, '')
						.replace(/[<>]/g, '')
						.split(' ')[0];
					reply('250 OK');
				} else if (command === 'RCPT') {
					current.to.push(
						line
							.replace(/^RCPT TO:\s*/i, '')
							.replace(/[<>]/g, '')
							.split(' ')[0],
					);
					reply('250 OK');
				} else if (command === 'DATA') {
					inData = true;
					reply('354 End data with <CR><LF>.<CR><LF>');
				} else if (command === 'RSET') {
					current = { from: '', to: [], data: '' };
					reply('250 OK');
				} else if (command === 'NOOP') reply('250 OK');
				else if (command === 'QUIT') {
					reply('221 Bye');
					socket.end();
				} else reply('502 Command not implemented');
			}
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		port: (server.address() as AddressInfo).port,
		mails,
		close: async () => {
			for (const socket of sockets) socket.destroy();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}
