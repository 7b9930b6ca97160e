export default function Shell() {
  return <div>shell</div>;
}
