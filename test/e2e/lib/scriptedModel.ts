/**
 * A scripted OpenAI-compatible model on loopback, for n8n's OpenAI Chat Model with its
 * credential's Base URL pointed here: `/v1/models` (the credential test and the model list),
 * `/v1/responses` (the Responses API, the node's default from version 1.3) and
 * `/v1/chat/completions`. Every request is read into one shape (the prompt, the tools offered, the
 * tool results so far), the script decides the next step (call a tool, or answer), and every turn
 * is kept so a test can assert on what the model was given.
 */
import type { SeenRequest } from '../../support/scripted-server';
import { startScriptedServer } from '../../support/scripted-server';

export const SCRIPTED_MODEL_ID = 'scripted-model';

/** A tool as the model was offered it: name, description, JSON Schema of its arguments. */
export interface OfferedTool {
	name: string;
	description: string;
	parameters: JsonSchema;
}

export interface JsonSchema {
	type?: string | string[];
	description?: string;
	properties?: Record<string, JsonSchema>;
	required?: string[];
	[key: string]: unknown;
}

/** One request to the model, in one shape for both APIs. */
export interface ModelTurn {
	api: 'responses' | 'chat';
	/** The last user message. */
	prompt: string;
	/** System (or developer) messages and the Responses API's `instructions`. */
	system: string;
	tools: OfferedTool[];
	/** The tool calls made so far in this conversation with their results, in order. */
	toolResults: Array<{ name: string; arguments: string; output: string }>;
	/** Whether the client asked for a stream (answered as one). */
	stream: boolean;
	/** The request body as sent. */
	body: Record<string, unknown>;
}

export type ModelStep = { tool: string; arguments: Record<string, unknown> } | { answer: string };

export interface ScriptedModel {
	/** The Base URL to give the OpenAI credential (ends in /v1). */
	baseUrl: string;
	turns: ModelTurn[];
	/** Requests the model could not read (unknown path, bad JSON, a stream on the Responses API). */
	refused: string[];
	close(): Promise<void>;
}

type Json = Record<string, unknown>;

const text = (content: unknown): string =>
	typeof content === 'string'
		? content
		: Array.isArray(content)
			? content
					.map((part) =>
						part && typeof part === 'object' ? String((part as Json).text ?? '') : '',
					)
					.join('')
			: '';

function readChat(body: Json): ModelTurn {
	const messages = (body.messages ?? []) as Json[];
	const calls = new Map<string, { name: string; arguments: string }>();
	const toolResults: ModelTurn['toolResults'] = [];
	let prompt = '';
	const system: string[] = [];
	for (const message of messages) {
		if (message.role === 'system' || message.role === 'developer')
			system.push(text(message.content));
		if (message.role === 'user') prompt = text(message.content);
		for (const call of (message.tool_calls ?? []) as Json[]) {
			const fn = call.function as Json;
			calls.set(String(call.id), { name: String(fn.name), arguments: String(fn.arguments) });
		}
		if (message.role === 'tool') {
			const call = calls.get(String(message.tool_call_id));
			toolResults.push({
				name: call?.name ?? '?',
				arguments: call?.arguments ?? '',
				output: text(message.content),
			});
		}
	}
	const tools = ((body.tools ?? []) as Json[]).map((tool) => {
		const fn = tool.function as Json;
		return {
			name: String(fn.name),
			description: String(fn.description ?? ''),
			parameters: (fn.parameters ?? {}) as JsonSchema,
		};
	});
	return {
		api: 'chat',
		prompt,
		system: system.join('\n'),
		tools,
		toolResults,
		stream: !!body.stream,
		body,
	};
}

function readResponses(body: Json): ModelTurn {
	const input = (
		typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : (body.input ?? [])
	) as Json[];
	const calls = new Map<string, { name: string; arguments: string }>();
	const toolResults: ModelTurn['toolResults'] = [];
	let prompt = '';
	const system: string[] = body.instructions ? [String(body.instructions)] : [];
	for (const item of input) {
		if (item.role === 'system' || item.role === 'developer') system.push(text(item.content));
		if (item.role === 'user') prompt = text(item.content);
		if (item.type === 'function_call')
			calls.set(String(item.call_id), {
				name: String(item.name),
				arguments: String(item.arguments),
			});
		if (item.type === 'function_call_output') {
			const call = calls.get(String(item.call_id));
			toolResults.push({
				name: call?.name ?? '?',
				arguments: call?.arguments ?? '',
				output: typeof item.output === 'string' ? item.output : JSON.stringify(item.output),
			});
		}
	}
	const tools = ((body.tools ?? []) as Json[])
		.filter((tool) => tool.type === 'function')
		.map((tool) => ({
			name: String(tool.name),
			description: String(tool.description ?? ''),
			parameters: (tool.parameters ?? {}) as JsonSchema,
		}));
	return {
		api: 'responses',
		prompt,
		system: system.join('\n'),
		tools,
		toolResults,
		stream: !!body.stream,
		body,
	};
}

const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };

function chatAnswer(step: ModelStep, n: number, stream: boolean) {
	const id = `chatcmpl-${n}`;
	const created = Math.floor(Date.now() / 1000);
	const message =
		'tool' in step
			? {
					role: 'assistant',
					content: null,
					tool_calls: [
						{
							id: `call_${n}`,
							type: 'function',
							function: { name: step.tool, arguments: JSON.stringify(step.arguments) },
						},
					],
				}
			: { role: 'assistant', content: step.answer };
	const finish = 'tool' in step ? 'tool_calls' : 'stop';
	if (!stream) {
		return {
			status: 200,
			body: {
				id,
				object: 'chat.completion',
				created,
				model: SCRIPTED_MODEL_ID,
				choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
				usage,
			},
		};
	}
	const chunk = (delta: Json, finishReason: string | null, extra: Json = {}) =>
		`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: SCRIPTED_MODEL_ID, choices: [{ index: 0, delta, finish_reason: finishReason }], ...extra })}\n\n`;
	const delta =
		'tool' in step
			? {
					role: 'assistant',
					tool_calls: [{ index: 0, ...(message.tool_calls as Json[])[0] }],
				}
			: { role: 'assistant', content: step.answer };
	return {
		status: 200,
		headers: { 'Content-Type': 'text/event-stream' },
		body: `${chunk(delta, null)}${chunk({}, finish, { usage })}data: [DONE]\n\n`,
	};
}

function responsesAnswer(step: ModelStep, n: number) {
	const output =
		'tool' in step
			? [
					{
						type: 'function_call',
						id: `fc_${n}`,
						call_id: `call_${n}`,
						name: step.tool,
						arguments: JSON.stringify(step.arguments),
						status: 'completed',
					},
				]
			: [
					{
						type: 'message',
						id: `msg_${n}`,
						role: 'assistant',
						status: 'completed',
						content: [{ type: 'output_text', text: step.answer, annotations: [] }],
					},
				];
	return {
		status: 200,
		body: {
			id: `resp_${n}`,
			object: 'response',
			created_at: Math.floor(Date.now() / 1000),
			status: 'completed',
			model: SCRIPTED_MODEL_ID,
			output,
			parallel_tool_calls: true,
			tool_choice: 'auto',
			tools: [],
			usage: { input_tokens: 10, output_tokens: 5, total_tokens: 15 },
			...('answer' in step ? { output_text: step.answer } : {}),
		},
	};
}

/** Starts the model on 127.0.0.1 with a script: what to do at each turn. */
export async function startScriptedModel(
	script: (turn: ModelTurn) => ModelStep,
): Promise<ScriptedModel> {
	const turns: ModelTurn[] = [];
	const refused: string[] = [];
	const server = await startScriptedServer((request: SeenRequest) => {
		const path = request.path.replace(/\/+$/, '');
		if (request.method === 'GET' && path === '/v1/models') {
			return {
				status: 200,
				body: {
					object: 'list',
					data: [{ id: SCRIPTED_MODEL_ID, object: 'model', created: 0, owned_by: 'e2e' }],
				},
			};
		}
		let body: Json;
		try {
			body = JSON.parse(request.body) as Json;
		} catch {
			refused.push(`${request.method} ${path}: body is not JSON`);
			return { status: 400, body: { error: { message: 'body is not JSON' } } };
		}
		if (
			request.method === 'POST' &&
			(path === '/v1/chat/completions' || path === '/v1/responses')
		) {
			const turn = path === '/v1/responses' ? readResponses(body) : readChat(body);
			turns.push(turn);
			if (turn.api === 'responses' && turn.stream) {
				refused.push('POST /v1/responses asked for a stream (not scripted)');
				return { status: 400, body: { error: { message: 'streaming is not scripted' } } };
			}
			let step: ModelStep;
			try {
				step = script(turn);
			} catch (error) {
				refused.push(`script: ${(error as Error).message}`);
				return { status: 500, body: { error: { message: (error as Error).message } } };
			}
			return turn.api === 'responses'
				? responsesAnswer(step, turns.length)
				: chatAnswer(step, turns.length, turn.stream);
		}
		refused.push(`${request.method} ${path}: not a scripted route`);
		return { status: 404, body: { error: { message: `no route ${request.method} ${path}` } } };
	});
	return {
		baseUrl: `${server.url}/v1`,
		turns,
		refused,
		close: () => server.close(),
	};
}
