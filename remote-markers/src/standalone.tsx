import { Route, Routes, useNavigate } from 'react-router-dom';
import { applyDesignTokens } from 'shared';
import { mountStandalone } from 'shared/federation/standalone';
import AddCommentDialog from './exposed/add-comment-dialog';
import SavedMarkersPanel from './exposed/saved-markers-panel';

/** This remote alone: the panel at '/', and the Add Comment dialog over it at /newComment. */
function StandaloneShell() {
  const navigate = useNavigate();
  return (
    <>
      <SavedMarkersPanel />
      <Routes>
        <Route index element={null} />
        <Route path="newComment" element={<AddCommentDialog onClose={() => navigate('/')} />} />
        <Route path="*" element={null} />
      </Routes>
    </>
  );
}

applyDesignTokens();
mountStandalone(<StandaloneShell />);
