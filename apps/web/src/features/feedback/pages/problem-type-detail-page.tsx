import ProblemTypeFormPage from './problem-type-form-page';

export default function ProblemTypeDetailPage() {
  return <ProblemTypeFormPage mode="detail" />;
}
