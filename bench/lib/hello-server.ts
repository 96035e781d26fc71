import Fastify from 'fastify';

// The benchmarks' ceiling: what Fastify alone serves on this machine.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// eslint-disable-next-line no-restricted-properties
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
