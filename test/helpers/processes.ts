// The process helpers live with the pipeline harness in tools/src/pipeline (the chaos tool runs
// them outside jest); service tests, which may not import tools, reach them through here.
export { REPO_ROOT, freePort, startNode, waitForHttp, type ServiceProcess } from '@nes/tools';
