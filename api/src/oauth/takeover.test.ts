// Issue 39 item 1, pre-account takeover, end to end against the test IdP (oidc-provider): an attacker
// whose provider gives no verified email signs up through it with the victim's address; the victim then
// signs up, is told the address has an account, and resets the password. The attacker's provider must
// not enter the account afterwards — the reset proved the address, which drops links nobody proved.
import type { AppConfig } from '../config';
import { readMailsTo, textLinks } from '../mail/eml';
import { describeApi } from '../testing/harness';
import { serverLibrary } from '../testing/server-under-test';
import { startTestIdp, walkAuthorization, type TestIdp } from './testing/idp';

const redirectUri = 'http://site.test/callback';
let idp: TestIdp | undefined;
beforeAll(async () => {
  idp = await startTestIdp(['google', 'x'], [redirectUri]);
}, 30_000);
afterAll(() => idp?.stop());

const overrides: Partial<AppConfig> = {
  get oauth() {
    return idp?.providers;
  },
};
const headersOf = (h: Headers) => ({
  'access-token': h.get('access-token') ?? '',
  client: h.get('client') ?? '',
  uid: h.get('uid') ?? '',
});

describeApi(
  'oauth pre-account takeover',
  (api) => {
    let n = 0;
    const tag = () => `${api().backend[1]}${++n}${Math.floor(Math.random() * 1e4)}`;
    const providerCallback = async (provider: string, hint: string) => {
      const started = await api().call('POST', '/v1/oauth/authorization', {
        json: { provider, intent: 'sign_in' },
      });
      const { authorizationUrl, binding } = started.body.data as {
        authorizationUrl: string;
        binding: string;
      };
      const url = await walkAuthorization(authorizationUrl, redirectUri, hint);
      const res = await api().call('POST', '/v1/oauth/callback', { json: { binding, query: url.search } });
      return { binding, res };
    };
    /** The attacker: provider sign-up with the victim's address typed on the form. */
    const attackerSignsUp = async (provider: string, hint: string, victim: string) => {
      const { binding, res } = await providerCallback(provider, hint);
      expect(res.body.data).toMatchObject({ outcome: 'sign_up', email: null });
      const made = await api().call('POST', '/v1/oauth/sign_up', {
        json: { binding, account: `atk_${tag()}`, name: '攻撃者', email: victim, agreeToTerms: true },
      });
      expect([made.status, made.body.signedIn]).toEqual([200, false]);
    };
    const mailsTo = async (to: string) => readMailsTo(api().mailDir, to);
    /** The victim opens the newest reset link mailed to them and sets a password. */
    const victimResets = async (victim: string, password: string) => {
      expect((await api().call('POST', '/v1/auth/password', { json: { email: victim } })).status).toBe(204);
      await Promise.all((await serverLibrary()).pendingResets);
      const mail = (await mailsTo(victim)).find((m) => m.text.includes('パスワード再設定のリクエスト'))!;
      const token = new URL(textLinks(mail.text)[0]!).searchParams.get('reset_password_token')!;
      const opened = await api().call(
        'GET',
        `/v1/auth/password/edit?reset_password_token=${encodeURIComponent(token)}`,
      );
      expect(opened.status).toBe(200);
      const set = await api().call('PATCH', '/v1/auth/password', {
        headers: headersOf(opened.headers),
        json: { password, passwordConfirmation: password },
      });
      expect(set.status).toBe(200);
      return { mail, session: headersOf(set.headers) };
    };

    it.each(['x', 'google'])(
      'via %s: the victim signs up, resets, and the attacker signs in to no account of theirs',
      async (provider) => {
        const attacker = provider === 'x' ? `x-attacker-${tag()}` : `unverified-attacker-${tag()}`;
        const victim = `victim-${tag()}@example.com`;
        await attackerSignsUp(provider, attacker, victim);

        // The victim signs up with a password: told the address has an account, and which provider.
        const signUp = await api().call('POST', '/v1/auth', {
          json: {
            email: victim,
            password: 'victims-password',
            passwordConfirmation: 'victims-password',
            account: `vic_${tag()}`,
            name: '被害者',
          },
        });
        expect(signUp.status).toBe(200);
        const registered = (await mailsTo(victim)).find((m) =>
          m.text.includes('すでにアカウントがあります'),
        )!;
        expect(registered.text).toContain(
          provider === 'x' ? 'X のアカウントが連携' : 'Google のアカウントが連携',
        );
        expect(registered.text).toContain('連携はすべて解除されます');

        const { mail, session } = await victimResets(victim, 'victims-password');
        expect(mail.text).toContain('連携はすべて解除されます');
        const me = await api().call('GET', '/v1/users/current', { headers: session });
        expect(me.body.data).toMatchObject({ email: victim, oauthProviders: [] });

        // The attacker's next provider sign-in: a new sign-up, not the victim's account.
        const again = await providerCallback(provider, attacker);
        expect(again.res.status).toBe(200);
        expect(again.res.body.data.outcome).toBe('sign_up');
        expect(again.res.headers.get('access-token')).toBeNull();
        // And typing the victim's address again creates nothing (the owner is mailed).
        const retyped = await api().call('POST', '/v1/oauth/sign_up', {
          json: {
            binding: again.binding,
            account: `atk_${tag()}`,
            name: '攻撃者',
            email: victim,
            agreeToTerms: true,
          },
        });
        expect([retyped.status, retyped.body.signedIn]).toEqual([200, false]);
        expect((await api().call('GET', '/v1/users/current', { headers: session })).body.data).toMatchObject({
          oauthProviders: [],
        });
        expect((await providerCallback(provider, attacker)).res.body.data.outcome).toBe('sign_up');
      },
    );

    it('the sign-up mail of a provider sign-up names the provider its link keeps', async () => {
      const victim = `named-${tag()}@example.com`;
      await attackerSignsUp('x', `x-named-${tag()}`, victim);
      const [mail] = await mailsTo(victim);
      expect(mail!.text).toContain('Xアカウントでログインできるようになります');
      expect(mail!.text).toContain('ご自身で登録していない場合はリンクを開かず');
    });
  },
  overrides,
);
