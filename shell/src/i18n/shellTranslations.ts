import { addNamespace, i18n, type Language } from 'shared-ui/kernel';

/** One file per language holds both of the shell's namespaces. */
export interface ShellBundle {
  common: Record<string, unknown>;
  shell: Record<string, unknown>;
}

/** Each language is its own small chunk: a visitor downloads only the languages they use. */
export async function loadShellBundle(language: Language): Promise<ShellBundle> {
  const module = (await import(/* webpackChunkName: "i18n-shell-[request]" */ `./${language}.json`)) as {
    default: ShellBundle;
  };
  return module.default;
}

export async function ensureShellTranslations(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'shell')) return;
  const bundle = await loadShellBundle(language);
  addNamespace('common', { [language]: bundle.common });
  addNamespace('shell', { [language]: bundle.shell });
}
