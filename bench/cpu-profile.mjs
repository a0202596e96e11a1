// Loaded with `node --import` (NODE_OPTIONS, where --cpu-prof is not allowed): profiles the whole
// process with V8's sampler and writes a .cpuprofile into CPU_PROFILE_DIR when it exits.
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.start');
process.on('exit', () => {
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    const file = path.join(process.env.CPU_PROFILE_DIR ?? '.', `iris-${process.pid}.cpuprofile`);
    writeFileSync(file, JSON.stringify(result.profile));
  });
});
