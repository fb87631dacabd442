// The API baseline: a bare Fastify route answering as lead intake does, with no work behind it.
import Fastify from 'fastify';

const app = Fastify({ bodyLimit: 64 * 1024 });
app.post('/api/form/submit-form', async (_request, reply) => reply.status(201).send({ id: '00000000-0000-4000-8000-000000000000', status: 'received' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
