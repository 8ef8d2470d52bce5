// An app-bar button's face: its words on a wide screen; on a phone an icon, with the words kept for
// screen readers (and as the button's name). At 390 px the shell's bar — menu, logo, bell, avatar —
// has no room for 下書き保存 and プレビュー (nor the preview's 編集に戻る and 公開設定) written out: the
// avatar was pushed off the screen.
import * as s from '../lib/root.css';

const paths = {
  // A tray with a downward arrow (save).
  save: 'M12 3v10m0 0-4-4m4 4 4-4M5 15v4h14v-4',
  // An eye (preview).
  preview: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  // A pencil (back to the editor, from the preview).
  edit: 'M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4',
  // Three sliders (publish settings).
  settings: 'M4 6h16M4 12h16M4 18h16M15 4v4M9 10v4M15 16v4',
};

export function HeaderButtonLabel({ icon, label }: { icon: keyof typeof paths; label: string }) {
  return (
    <>
      <svg className={s.headerIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d={paths[icon]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={s.headerLabel}>{label}</span>
    </>
  );
}
