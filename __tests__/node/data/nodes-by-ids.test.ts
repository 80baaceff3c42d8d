import { resolveByIds } from '../../../src/node/data/nodes-by-ids';

type Node = { id: string; title: string };
const nodes: Node[] = [
  { id: 'n1', title: 'one' },
  { id: 'n2', title: 'two' },
  { id: 'n3', title: 'three' },
];

function nodeModel() {
  const asked: { ids: readonly string[]; type: string }[] = [];
  return {
    asked,
    getNodesByIds: (args: { ids: readonly string[]; type: string }) => {
      asked.push(args);
      return nodes.filter((node) => args.ids.includes(node.id));
    },
  };
}

test('the entries come in the order of the ids, through the node model (which records what the page depends on)', () => {
  const model = nodeModel();
  expect(resolveByIds('JobsJson', ['n3', 'n1'], { nodeModel: model })).toEqual([nodes[2], nodes[0]]);
  expect(model.asked).toEqual([{ ids: ['n3', 'n1'], type: 'JobsJson' }]);
});

test('an id that names no entry is an error naming it', () => {
  expect(() => resolveByIds('JobsJson', ['n1', 'gone'], { nodeModel: nodeModel() })).toThrow('No JobsJson entry has the id gone');
});
