// Prints eSpeak NG's phoneme mnemonics for a text: node scripts/espeak-phonemes.mjs TEXT VOICE (the speech tests use it).
// A child process, because jest's module sandbox cannot load the Emscripten ES module.
import createESpeak from 'espeak-ng';

const out = [];
await createESpeak({
  arguments: ['-q', '-x', '-v', process.argv[3] ?? 'ar', '--', process.argv[2] ?? ''],
  print: (line) => out.push(line),
  printErr: () => {},
});
process.stdout.write(out.join('\n'));
