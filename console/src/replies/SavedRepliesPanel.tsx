import { useEffect, useState } from 'react';
import { deleteSavedReply, fetchSavedReplies, type SavedReply } from './savedRepliesApi';
import { SavedReplyForm } from './SavedReplyForm';
import { button, card, dataTable, errorText, mutedText, panelHeader } from '../ui/styles';

/**
 * Every member's saved replies: the team's shared ones (only admins change them) and their own.
 * In a reply box, `/` and the shortcut inserts one.
 */
export function SavedRepliesPanel({ isAdmin }: { isAdmin: boolean }) {
  const [replies, setReplies] = useState<SavedReply[] | null>(null);
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  // A new form for each reply edited, and a fresh one after each save.
  const [formKey, setFormKey] = useState(0);

  const reload = () => fetchSavedReplies().then(setReplies, () => setError('Could not load the saved replies. Please try again.'));
  useEffect(() => void reload(), []);

  const saved = (reply: SavedReply) => {
    setStatus(editing ? `Saved /${reply.shortcut}.` : `Added /${reply.shortcut}.`);
    setEditing(null);
    setFormKey((key) => key + 1);
    void reload();
  };
  const remove = (reply: SavedReply) => {
    setError('');
    deleteSavedReply(reply.id).then(
      () => {
        setStatus(`Deleted /${reply.shortcut}.`);
        void reload();
      },
      () => setError(`Could not delete /${reply.shortcut}. Please try again.`),
    );
  };
  const changeable = (reply: SavedReply) => !reply.shared || isAdmin;

  return (
    <section css={card} aria-labelledby="saved-replies-title">
      <div css={panelHeader}>
        <h2 id="saved-replies-title">Saved replies</h2>
      </div>
      <p css={mutedText}>Type / in a reply box to insert one. Shared replies are the whole team's{isAdmin ? '' : '; admins change them'}.</p>
      {error && (
        <p role="alert" css={errorText}>
          {error}
        </p>
      )}
      {replies && replies.length === 0 && <p css={mutedText}>No saved replies yet.</p>}
      {replies && replies.length > 0 && (
        <table css={dataTable}>
          <thead>
            <tr>
              <th scope="col">Shortcut</th>
              <th scope="col">Reply</th>
              <th scope="col">Whose</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {replies.map((reply) => (
              <tr key={reply.id}>
                <td>/{reply.shortcut}</td>
                <td>{reply.content}</td>
                <td>{reply.shared ? 'Shared' : 'Yours'}</td>
                <td>
                  {changeable(reply) && (
                    <>
                      <button
                        type="button"
                        css={button}
                        onClick={() => {
                          setEditing(reply);
                          setFormKey((key) => key + 1);
                        }}
                      >
                        Edit /{reply.shortcut}
                      </button>{' '}
                      <button type="button" css={button} onClick={() => remove(reply)}>
                        Delete /{reply.shortcut}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <SavedReplyForm
        key={formKey}
        editing={editing}
        mayShare={isAdmin}
        onSaved={saved}
        onCancel={() => {
          setEditing(null);
          setFormKey((key) => key + 1);
        }}
      />
      <p role="status" css={mutedText}>
        {status}
      </p>
    </section>
  );
}
