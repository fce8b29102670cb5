import path from 'node:path';
import * as workflows from '../../workflows';
import {
  definedMessageNames,
  findNameLiterals,
  readSource,
  typeScriptFiles,
  type CrossProcessNames,
} from '../helpers/process-names';

const ROOT = path.resolve(__dirname, '..', '..');
const WORKFLOW_FILES = typeScriptFiles(ROOT, 'workflows');

const workflowFunctions = Object.entries(workflows).filter(([, value]) => typeof value === 'function');

const names: CrossProcessNames = {
  workflows: new Set(workflowFunctions.map(([name]) => name)),
  messages: new Set(WORKFLOW_FILES.flatMap((file) => definedMessageNames(file, readSource(ROOT, file)))),
};

describe('names that cross the process boundary are typed references', () => {
  it('knows every workflow type and every signal and query name that workflows/ defines', async () => {
    expect(workflowFunctions.length).toBeGreaterThan(10);
    // A workflow function's name is the type Temporal records: the typed references rely on it.
    for (const [exported, fn] of workflowFunctions) expect((fn as () => unknown).name).toBe(exported);

    const exportedDefinitions = new Set<string>();
    for (const file of WORKFLOW_FILES) {
      const module = (await import(path.join(ROOT, file))) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        const definition = value as { type?: unknown; name?: unknown } | null;
        if (typeof definition === 'object' && definition !== null && typeof definition.name === 'string')
          if (['signal', 'query', 'update'].includes(definition.type as string))
            exportedDefinitions.add(definition.name);
      }
    }
    expect(exportedDefinitions.size).toBeGreaterThan(0);
    expect([...names.messages].sort()).toEqual([...exportedDefinitions].sort());
  });

  it('no file outside workflows/ spells a workflow type or a signal or query name as a string', () => {
    const files = typeScriptFiles(ROOT).filter((file) => !file.startsWith(`workflows${path.sep}`));
    expect(files.length).toBeGreaterThan(100);
    const hits = files.flatMap((file) => findNameLiterals(file, readSource(ROOT, file), names));
    expect(hits).toEqual([]);
  });

  it('finds a workflow type anywhere and a signal or query name where Temporal reads it', () => {
    const sample = [
      "await client.workflow.start('campaignWorkflow', { taskQueue, workflowId, args });",
      'if (wf.type === `localCopyWorkflow`) return;',
      "await handle.signal(verify ? 'verify' : 'deny', { evidence });",
      "const status = await handle.query('status');",
      "print({ signal: 'evidence' });",
      // The same words elsewhere are not names: a header, a static-files option, a property.
      "res.setHeader('status', 'deny');",
      "app.use(express.static(dir, { dotfiles: 'deny' }));",
      "const { status } = row; if ('verify' in decision) return 'campaignWorkflows';",
    ].join('\n');
    expect(findNameLiterals('sample.ts', sample, names)).toEqual([
      { file: 'sample.ts', line: 1, literal: workflows.campaignWorkflow.name },
      { file: 'sample.ts', line: 2, literal: workflows.localCopyWorkflow.name },
      { file: 'sample.ts', line: 3, literal: 'verify' },
      { file: 'sample.ts', line: 3, literal: 'deny' },
      { file: 'sample.ts', line: 4, literal: 'status' },
      { file: 'sample.ts', line: 5, literal: 'evidence' },
    ]);
  });
});
