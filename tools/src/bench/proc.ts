import path from 'node:path';
import { benchKit } from '@nes/bench-kit';

// The shared helpers (packages/bench-kit), bound to this checkout's root.
export const { ROOT, startNode, stackPids } = benchKit(path.resolve(__dirname, '../../..'));
export { cpuOfPid, freePort, sleep, waitHttp, type Child } from '@nes/bench-kit';
