import { AI_ASK_PATHS, aiAskResource } from '@diagops/contracts';
import { useNavigate } from 'react-router';
import { AddButton } from '../../../shared/kit/add-button';
import { ResourceListPage } from '../../../shared/kit/resource';

/** /ai/askSetting: the ask presets; adding and changing one are revisions (the preset's own screen). */
export default function AskListPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      def={aiAskResource}
      toolbar={[<AddButton key="add" permission={aiAskResource.permissions.add!} onClick={() => navigate(AI_ASK_PATHS.add)} testId="ask-add" />]}
    />
  );
}
