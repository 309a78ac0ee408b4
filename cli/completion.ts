import type { Command } from 'commander';

/**
 * Shell completion scripts generated from the commander tree: every command
 * path's subcommands and options, with their descriptions where the shell
 * shows them (zsh, fish). The script holds the whole tree, so pressing Tab
 * runs no Node process; `refcheck completion <shell>` prints it again after
 * an upgrade.
 */
export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

interface Word {
  word: string;
  description: string;
  /** An option that takes a value: fish is told so (`-r`). */
  takesValue?: boolean;
}

/** Command path ('' for the program, 'requests contacts' …) → what may follow it. */
type Tree = Map<string, Word[]>;

function treeOf(program: Command): Tree {
  const global = optionsOf(program);
  const tree: Tree = new Map();
  const visit = (command: Command, path: string) => {
    const children = command.commands.map((child) => ({
      word: child.name(),
      description: child.description(),
    }));
    const options = command === program ? global : [...optionsOf(command), ...global];
    tree.set(path, [...children, ...options, { word: '--help', description: 'show help' }]);
    for (const child of command.commands) {
      visit(child, path ? `${path} ${child.name()}` : child.name());
    }
  };
  visit(program, '');
  return tree;
}

function optionsOf(command: Command): Word[] {
  return command.options
    .filter((option) => option.long)
    .map((option) => ({
      word: option.long!,
      description: option.description,
      takesValue: option.required || option.optional,
    }));
}

export function completionScript(program: Command, shell: Shell): string {
  const tree = treeOf(program);
  const name = program.name();
  if (shell === 'bash') return bash(name, tree);
  if (shell === 'zsh') return zsh(name, tree);
  return fish(name, tree);
}

/** The command path of the words typed so far: each word that extends a known path. */
function pathCases(tree: Tree, indent: string): string {
  const paths = [...tree.keys()].filter(Boolean);
  // Not "path": zsh ties that name to PATH.
  return paths.map((path) => `${indent}"${path}") cmdpath="${path}" ;;`).join('\n');
}

const shellFunction = (name: string) => `_${name.replace(/\W/g, '_')}`;

function bash(name: string, tree: Tree): string {
  const fn = shellFunction(name);
  const words = [...tree].map(
    ([path, entries]) => `    "${path}") words="${entries.map((e) => e.word).join(' ')}" ;;`,
  );
  return `# bash completion for ${name}: eval "$(${name} completion bash)" in ~/.bashrc
${fn}() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" cmdpath="" next word words="" i
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    [[ $word == -* ]] && continue
    next="\${cmdpath:+$cmdpath }$word"
    case "$next" in
${pathCases(tree, '      ')}
    esac
  done
  case "$cmdpath" in
${words.join('\n')}
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F ${fn} ${name}
`;
}

function zsh(name: string, tree: Tree): string {
  const fn = shellFunction(name);
  const zshWord = (text: string) => text.replaceAll(':', '\\:').replaceAll("'", "'\\''");
  const words = [...tree].map(
    ([path, entries]) =>
      `    "${path}") entries=(${entries
        .map((e) => `'${zshWord(e.word)}:${zshWord(e.description.split('\n')[0] ?? '')}'`)
        .join(' ')}) ;;`,
  );
  return `#compdef ${name}
# zsh completion for ${name}: eval "$(${name} completion zsh)" in ~/.zshrc (after compinit)
${fn}() {
  local cmdpath="" next word
  local -a entries
  for word in \${words[2,CURRENT-1]}; do
    [[ $word == -* ]] && continue
    next="\${cmdpath:+$cmdpath }$word"
    case "$next" in
${pathCases(tree, '      ')}
    esac
  done
  case "$cmdpath" in
${words.join('\n')}
  esac
  _describe -t commands '${name}' entries
}
compdef ${fn} ${name}
`;
}

function fish(name: string, tree: Tree): string {
  const fn = `__${name.replace(/\W/g, '_')}_path`;
  const at = `__${name.replace(/\W/g, '_')}_at`;
  const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  const paths = [...tree.keys()].filter(Boolean).map(quote).join(' ');
  const lines: string[] = [];
  for (const [path, entries] of tree) {
    const when = `-n "${at} '${path}'"`;
    for (const entry of entries) {
      const description = `-d ${quote(entry.description.split('\n')[0] ?? '')}`;
      lines.push(
        entry.word.startsWith('--')
          ? `complete -c ${name} ${when} -l ${entry.word.slice(2)}${entry.takesValue ? ' -r' : ''} ${description}`
          : `complete -c ${name} ${when} -a ${quote(entry.word)} ${description}`,
      );
    }
  }
  return `# fish completion for ${name}: ${name} completion fish > ~/.config/fish/completions/${name}.fish
function ${fn}
  set -l path
  for word in (commandline -opc)[2..-1]
    string match -q -- '-*' $word; and continue
    set -l next (string join ' ' $path $word)
    contains -- $next ${paths}; and set path $path $word
  end
  string join ' ' $path
end
function ${at}
  set -l path (${fn})
  test "$path" = "$argv[1]"
end
complete -c ${name} -f
${lines.join('\n')}
`;
}
