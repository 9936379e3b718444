import Foundation

extension TermDictionary {
  /// Whether the trie can be walked as one built in this process, with no check at each node:
  /// always for a trie built here; for a saved file's, worked out once, the first time a
  /// search walks it, by checking its blocks' checksums (damage is then reported as any read
  /// reports it) and that each node's children come after it, within the trie, and that the
  /// nodes' first children never decrease (so each node is a child of one node at most, and a
  /// walk ends).
  ///
  /// A walk of a trie checked this way costs what it costs on a built one; a file written
  /// wrong is walked with each node's children kept within the trie, as before.
  /// - Complexity: O(nodes) the first time, O(1) after.
  func trieIsWellFormed() -> Bool {
    guard nodes.isMapped else { return true }
    return trieCheck.value {
      nodes.verifyAll()
      return nodes.withUnsafeBufferPointer { nodes in
        var previous = 0
        for index in nodes.indices {
          let first = Int(nodes[index].firstChild)
          guard first > index, first >= previous, first <= nodes.count else { return false }
          previous = first
        }
        return true
      }
    }
  }
}
