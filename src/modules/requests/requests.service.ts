export { applyWorkflowEvent } from './workflow-events.ts';
