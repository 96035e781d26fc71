import type { Benchmark } from './lib/benchmark';

export const ceiling: Benchmark = {
  name: 'ceiling',
  description:
    'Bare Fastify hello world (GET / → {"hello":"world"}), child process, no logging: the baseline of every ratio.',
  async run(context) {
    const load = await context.ceiling();
    return {
      name: this.name,
      description: this.description,
      rows: [{ name: 'GET / (hello world)', load }],
      targets: [],
    };
  },
};
