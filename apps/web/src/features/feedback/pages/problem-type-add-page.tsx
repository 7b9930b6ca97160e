import ProblemTypeFormPage from './problem-type-form-page';

export default function ProblemTypeAddPage() {
  return <ProblemTypeFormPage mode="add" />;
}
