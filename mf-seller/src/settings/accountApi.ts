/** The account calls of the settings pages, through @shirube/api-contract's client (plus the icon
 *  upload, a multipart route outside the HttpApi contract). Errors are ApiError {status, code, field, details}. */
import { useMemo } from 'react';
import {
  ApiError,
  createApiClient,
  fetchPlainRoute,
  USER_IMAGE_FIELD,
  USER_IMAGE_PATH,
  type CurrentUser,
} from '@shirube/api-contract';
import { useSignOutOnScreen } from '@shirube/ui';

export interface LawSettings {
  name: string;
  contact: string;
  address: string;
  phone: string;
  disclosureOnRequest: boolean;
}
export interface Crop {
  cropX: number;
  cropY: number;
  cropSize: number;
}

export interface AccountApi {
  current(): Promise<CurrentUser>;
  updateProfile(p: { name: string; account: string; description: string }): Promise<CurrentUser>;
  changeEmail(p: { email: string; currentPassword: string }): Promise<CurrentUser>;
  changePassword(p: {
    currentPassword: string;
    password: string;
    passwordConfirmation: string;
  }): Promise<CurrentUser>;
  saveMailSettings(p: { purchase: boolean; sales: boolean }): Promise<{ purchase: boolean; sales: boolean }>;
  saveLawSettings(p: LawSettings): Promise<unknown>;
  uploadIcon(file: Blob, crop: Crop): Promise<CurrentUser>;
  removeIcon(): Promise<CurrentUser>;
  /** `forfeit`: consent to forfeit exactly this many yen of unpaid earnings (409 forfeit_required named it). */
  deleteAccount(password: string, forfeit?: number): Promise<void>;
}

async function sendForm(method: string, body: FormData | undefined, onUnauthorized: () => void) {
  const res = await fetchPlainRoute(USER_IMAGE_PATH, { method, body }, onUnauthorized);
  const json = (await res.json().catch(() => ({}))) as { data?: CurrentUser };
  if (!json.data) throw new ApiError({ status: res.status, code: 'unknown', message: `HTTP ${res.status}` });
  return json.data;
}

export function createAccountApi(onUnauthorized: () => void): AccountApi {
  const client = createApiClient({ onUnauthorized });
  return {
    current: async () => (await client.users.current()).data,
    updateProfile: async (payload) => (await client.users.updateCurrent({ payload })).data,
    changeEmail: async (payload) => (await client.auth.changeEmail({ payload })).data,
    changePassword: async (payload) => (await client.users.changePassword({ payload })).data,
    saveMailSettings: (payload) => client.current.mailNotificationSettings({ payload }),
    saveLawSettings: (payload) => client.current.specialCommercialLawSettings({ payload }),
    uploadIcon: (file, crop) => {
      const form = new FormData();
      form.set(USER_IMAGE_FIELD, file);
      form.set('cropX', String(crop.cropX));
      form.set('cropY', String(crop.cropY));
      form.set('cropSize', String(crop.cropSize));
      return sendForm('POST', form, onUnauthorized);
    },
    removeIcon: () => sendForm('DELETE', undefined, onUnauthorized),
    deleteAccount: async (password, forfeit) => {
      await client.users.deleteCurrent({
        payload: forfeit === undefined ? { password } : { password, forfeit },
      });
    },
  };
}

/** The account API for the current page (401 → the shell's screen-only sign-out). */
export function useAccountApi(): AccountApi {
  const signOutOnScreen = useSignOutOnScreen();
  return useMemo(() => createAccountApi(signOutOnScreen), [signOutOnScreen]);
}
