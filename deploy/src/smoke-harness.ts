/**
 * The browser smoke check's in-page part, sent to the page as source text (`String(harness)`), so it
 * is plain browser JavaScript with no imports. It runs inside the LIVE SHELL's page: the shell's own
 * Module Federation runtime and shared modules (React, the router, the contract, …) are the ones
 * the remote gets, exactly as for a visitor. It loads the remote's entry and every exposed module,
 * then renders every page the shell routes to (its contract's remotePages) into the DOM with `shellApi`
 * (smoke-shell.ts: a signed-out visitor's shell context, sent along as source text too).
 * Resolves with null, or throws the first reason the version must not go live.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- runs in a page, on the shell's untyped globals */
export async function harness(
  remote: string,
  exposes: string[],
  shellApi: unknown,
  emitted: { global: string | null; chunks: { file: string; ids: (string | number)[] }[] } = {
    global: null,
    chunks: [],
  },
): Promise<null> {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const g = globalThis as any;
  const fromRemote: string[] = [];
  // A chunk of the remote that throws at load time surfaces here, not as a rejected import.
  g.addEventListener('error', (e: any) => {
    if (String(e.filename ?? '').includes(`/remotes/${remote}/`))
      fromRemote.push(`${e.message} (${String(e.filename).replace(/^.*\/remotes\//, '/remotes/')})`);
  });
  const deadline = Date.now() + 20_000;
  let shell: any;
  while (!(shell = g.__FEDERATION__?.__INSTANCES__?.find((i: any) => i.name === 'shell'))) {
    if (Date.now() > deadline) throw new Error('the live shell did not start its Module Federation runtime');
    await sleep(20);
  }
  // Which modules each chunk registers: the remote's chunk array is made here, before its runtime
  // takes it over, so every push the runtime installs as (chunk loading) is seen (emitted pass, below).
  const modulesOf: Record<string, string[]> = {};
  if (emitted.global) {
    const chunks: any = (g[emitted.global] ??= []);
    let push = chunks.push;
    Object.defineProperty(chunks, 'push', {
      configurable: true,
      get: () => push,
      set(installed: any) {
        push = function (this: unknown, data: any) {
          for (const id of data?.[0] ?? []) modulesOf[String(id)] = Object.keys(data?.[1] ?? {});
          return installed.call(this, data);
        };
      },
    });
  }
  const entry = document.querySelector('meta[name="shirube-smoke-entry"]')!.getAttribute('content')!;
  shell.registerRemotes([{ name: remote, entry: new URL(entry, location.href).href }], { force: true });
  const modules: Record<string, any> = {};
  for (const name of exposes) {
    try {
      modules[name] = await shell.loadRemote(`${remote}/${name}`);
    } catch (e: any) {
      throw new Error(`./${name} does not load: ${e?.message ?? e}`);
    }
    if (fromRemote.length) throw new Error(`./${name} throws while loading: ${fromRemote[0]}`);
    if (!modules[name]) throw new Error(`./${name} does not load (no module)`);
  }
  const share = async (name: string) => {
    let factory: any;
    try {
      factory = await shell.loadShare(name);
    } catch (e: any) {
      throw new Error(`the live shell's ${name} does not load: ${e?.message ?? e}`);
    }
    if (!factory) throw new Error(`the live shell provides no ${name}`);
    return factory();
  };
  const React = await share('react');
  const client = await share('react-dom/client');
  const { MemoryRouter } = await share('react-router');
  const contract = await share('@shirube/shell-contract');
  const { IntlProvider } = await share('react-intl');
  // Texts only: a page renders (ids for texts) without them when the shell's copy is not loadable here.
  const messages = await share('@shirube/i18n').then(
    (m: any) => m.messages.ja,
    () => ({}),
  );
  const h = React.createElement;
  class Boundary extends React.Component {
    state = { failed: false };
    static getDerivedStateFromError() {
      return { failed: true };
    }
    componentDidCatch(error: unknown) {
      (this as any).props.caught.push(error);
    }
    render() {
      return (this as any).state.failed ? null : (this as any).props.children;
    }
  }
  // A page that reports a missing article (PageError) or an API answer (a signed-out visitor gets
  // 401 from the smoke server) renders as designed; anything else is the build's fault.
  const expected = (e: any) => e?.name === 'PageError' || e?.name === 'ApiError' || Boolean(e?._tag);
  const pages = modules.pages ?? {};
  // The pages the live shell routes to (its contract), each of which this version must render: all at
  // once, each in a root of its own with its own errors (one after the other, each page's wait for its
  // lazy chunks added up: a publish of mf-seller took 8.5 s, now 4.0).
  const names = (contract.remotePages[remote] ?? []) as string[];
  for (const name of names)
    if (typeof pages[name] !== 'function' && typeof pages[name] !== 'object')
      throw new Error(`./pages lacks ${name}`);
  const mounted = names.map((name) => {
    const caught: unknown[] = [];
    const el = document.createElement('div');
    document.body.appendChild(el);
    const root = client.createRoot(el, { onUncaughtError: (e: unknown) => caught.push(e) });
    root.render(
      h(
        contract.ShellContext.Provider,
        { value: shellApi },
        h(
          IntlProvider,
          { locale: 'ja', messages, onError: () => undefined },
          h(
            contract.ServerStateContext.Provider,
            { value: {} },
            h(MemoryRouter, null, h(Boundary, { caught }, h(pages[name]))),
          ),
        ),
      ),
    );
    return { name, caught, el, root };
  });
  // Settled: every page's DOM unchanged for 300 ms (lazy chunks and their CSS loaded), at most 10 s.
  const snapshot = () => mounted.map((m) => m.el.innerHTML).join('\u0000');
  let last = '';
  for (let stable = 0, until = Date.now() + 10_000; stable < 3 && Date.now() < until;) {
    await sleep(100);
    const now = snapshot();
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
  for (const { root, el } of mounted) {
    root.unmount();
    el.remove();
  }
  for (const { name, caught } of mounted) {
    const fatal = caught.find((e) => !expected(e));
    if (fatal) throw new Error(`${name} does not render in the browser: ${(fatal as any)?.message ?? fatal}`);
  }
  if (fromRemote.length) throw new Error(`the pages do not render in the browser: ${fromRemote[0]}`);
  // Issue 39 item 10: a signed-out visit reaches only some chunks; the owner tools, the sales chart and
  // the buyer's screens are lazy chunks too. Every chunk the build emitted is loaded through the
  // remote's own runtime (so its shared modules resolve as for a visitor) and each of its modules run;
  // the first that throws is named with its file and its throw.
  if (emitted.global && emitted.chunks.length) {
    let load: any = null;
    g[emitted.global].push([['__shirube_smoke__'], {}, (r: any) => (load = r)]);
    if (!load) throw new Error(`the remote's chunk loader (${emitted.global}) did not start`);
    // Every chunk is loaded before any module runs: a module may require one from another chunk, which
    // the runtime's own dynamic import loads beside it (Promise.all of both), never after it.
    for (const chunk of emitted.chunks) {
      for (const id of chunk.ids) {
        try {
          await load.e(id);
        } catch (e: any) {
          throw new Error(`chunk ${chunk.file} does not load: ${fromRemote[0] ?? e?.message ?? e}`);
        }
        if (fromRemote.length) throw new Error(`chunk ${chunk.file} throws while loading: ${fromRemote[0]}`);
      }
    }
    for (const chunk of emitted.chunks) {
      for (const moduleId of chunk.ids.flatMap((id) => modulesOf[String(id)] ?? [])) {
        try {
          load(moduleId);
        } catch (e: any) {
          throw new Error(`chunk ${chunk.file} throws: ${e?.name ?? 'Error'}: ${e?.message ?? e}`);
        }
      }
    }
  }
  return null;
}
