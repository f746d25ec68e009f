// The bench's reference: a bare Fastify route answering a small JSON object, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'success', message: 'ok', data: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT ?? 8283), host: '127.0.0.1' });
