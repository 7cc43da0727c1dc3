/** npm run bench: the benchmark suite arrives with its own issue; until then it says so. */
console.log('Benchmarks: nothing yet (see the benchmarks issue).');
