import { sceneResource } from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';
import { DeclaredField } from '../../../shared/kit/resource/declared-field';
import { SceneResults } from '../components/scene-results';

/** /personalizedRecommend/sceneManagement/list (add, edit/{id}, detail/{id}): the detail shows what the scene recommends now. */
export default function ScenePage() {
  return (
    <ResourceListPage
      def={sceneResource}
      fields={{
        results: {
          render: (mode) =>
            mode === 'detail' ? (
              <DeclaredField def={sceneResource} name="results" mode={mode} span={24}>
                <SceneResults />
              </DeclaredField>
            ) : null,
        },
      }}
    />
  );
}
